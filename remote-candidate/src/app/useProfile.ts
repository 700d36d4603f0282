import { useEffect, useState } from 'react';
import { watchProfile, type ProfileState } from '../lib/candidate-profile';

/** The candidate's profile document, live; null while loading. */
export function useProfile() {
  const [profile, setProfile] = useState<ProfileState | null>(null);
  useEffect(() => watchProfile(setProfile, () => setProfile(null)), []);
  return profile;
}
