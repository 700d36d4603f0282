export default async function globalTeardown() {
  await globalThis.__hiregenEmulators?.stop();
}
