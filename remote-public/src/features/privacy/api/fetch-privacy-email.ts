/** SPEC decisions: the privacy contact is configurable; this is the default shown. */
export const DEFAULT_PRIVACY_EMAIL = 'privacy@hiregen.example';

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}\.[^\s@<>"]{2,63}$/;

/**
 * The privacy contact address from the shell's runtime config (`GET /app-config.json`), so one
 * build serves every deployment. Anything missing, slow or malformed gives the default.
 */
export async function fetchPrivacyEmail({ timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch('/app-config.json', { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) return DEFAULT_PRIVACY_EMAIL;
    const config: unknown = await response.json();
    const email = config && typeof config === 'object' ? (config as { privacyEmail?: unknown }).privacyEmail : undefined;
    return typeof email === 'string' && EMAIL.test(email.trim()) ? email.trim() : DEFAULT_PRIVACY_EMAIL;
  } catch {
    return DEFAULT_PRIVACY_EMAIL;
  } finally {
    clearTimeout(timer);
  }
}
