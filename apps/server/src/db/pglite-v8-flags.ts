/**
 * PGlite's WebAssembly runs on V8's baseline compiler (Liftoff) only, never recompiled by the optimising one
 * (TurboFan). Those recompiles ran on background threads whose memory the C allocator kept: about 90 MB of the
 * server's idle RSS at 100,000 listings. Queries ran no slower in a minute's load, and a test process, which opens
 * PGlite and ends, no longer pays for them (decision 0043). The flag is process-wide; PGlite is the server's only
 * WebAssembly. The built server's loader sets it before compiling the bundle when its code cache was saved with it
 * (boot/code-cache.ts): V8 accepts a code cache only under the flags it was made with.
 */
export const PGLITE_V8_FLAGS = '--liftoff-only';
