/**
 * Test-only fault injection for the crash tests (docs/decisions/0012-payment-reconciler.md): when
 * RESTRUNG_TEST_CRASH_AT names this point, and NODE_ENV is not production, the process kills itself with SIGKILL
 * right here, as a power cut would, so a test can restart it on the same data. Unset, it does nothing.
 * - `during-charge`: the sandbox has claimed the charge (`processing`) but not recorded its outcome;
 * - `after-charge`: the sandbox recorded a succeeded charge but its order is not yet Paid.
 */
export type CrashPoint = 'during-charge' | 'after-charge';

export function crashPoint(point: CrashPoint): void {
  if (process.env.RESTRUNG_TEST_CRASH_AT === point && process.env.NODE_ENV !== 'production')
    process.kill(process.pid, 'SIGKILL');
}
