// What the browser is told at run time (/app-config.json): which Firebase project, and the
// emulator hosts when running locally. A real deployment sets the HIREGEN_FIREBASE_* variables.
export function webAppConfig({ authEmulatorPort, firestoreEmulatorPort, env = process.env }) {
  const projectId = env.HIREGEN_FIREBASE_PROJECT_ID || 'demo-hiregen';
  const useEmulators = (env.HIREGEN_USE_EMULATORS ?? 'true') !== 'false';
  return {
    firebase: {
      apiKey: env.HIREGEN_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.HIREGEN_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      appId: env.HIREGEN_FIREBASE_APP_ID || undefined,
    },
    emulators: useEmulators ? { auth: `http://127.0.0.1:${authEmulatorPort}`, firestore: { host: '127.0.0.1', port: firestoreEmulatorPort } } : null,
    providers: (env.HIREGEN_AUTH_PROVIDERS || 'google')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    privacyEmail: env.HIREGEN_PRIVACY_EMAIL || 'privacy@hiregen.example',
  };
}
