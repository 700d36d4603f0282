// Whether getFirebase() has been asked for on this page, kept apart from firebase-app.ts so
// the api client can ask without loading the Firebase setup code on every first page load.
let requested = false;

export function setFirebaseRequested(value: boolean): void {
  requested = value;
}

/** True once getFirebase() has been asked for on this page (and has not failed). */
export function isFirebaseRequested(): boolean {
  return requested;
}
