export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q > 0) among those offered (a form held for it), brotli first. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  offered: Partial<Record<Encoding, unknown>>,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (offered.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (offered.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return undefined;
}
