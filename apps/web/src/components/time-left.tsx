import { useEffect, useState } from 'react';

/** How long an unpaid booking's hold has left, as a person says it: "1 d 5 h", "3 h 20 min", "12 min". */
export function formatTimeLeft(until: string, now: number = Date.now()): string {
  const minutes = Math.floor((new Date(until).getTime() - now) / 60_000);
  if (minutes <= 0) return 'Hold ending now';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h left`;
  if (hours > 0) return `${hours} h ${mins} min left`;
  return `${mins} min left`;
}

/** The time a hold has left, kept current while the page stays open (it changes once a minute at most). */
export function TimeLeft({ until }: { until: string }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    // Wake just after the next whole minute of the countdown, so the text changes when the minute does.
    const msToNextMinute = (new Date(until).getTime() - now) % 60_000 || 60_000;
    const timer = setTimeout(() => setNow(Date.now()), msToNextMinute + 50);
    return () => clearTimeout(timer);
  }, [until, now]);
  return <>{formatTimeLeft(until, now)}</>;
}
