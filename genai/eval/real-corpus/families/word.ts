import type { Design } from '../design';
export const wordDesigns: Design[] = [];
