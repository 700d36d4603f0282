import { ensureDemoData } from './demo-data';

/** Seeds the demo data once for every worker (specs still call ensureDemoData, then a no-op). */
export default async function globalSetup(): Promise<void> {
  await ensureDemoData();
}
