import { parseJob } from '../src/jobs/parse-job';

// Short postings written for these tests: where a job is when its location field says only "Remote".

const place = (text: string) => parseJob(text).location;

describe('a remote job\'s place', () => {
  it('is the region the posting scopes it to by time zone or residence', () => {
    const job = place(`Backend Developer\nLocation: Remote\n\nWe hire developers from the European Union only; you need a good overlap with CET.`);
    expect(job?.input).toMatch(/European Union/);
    const hours = place(`Support Engineer\nLocation: Remote\n\nRequirements\n- Located in UTC-3 to UTC-8 or willing to work during North/South America hours.`);
    expect(hours?.input).toMatch(/North America/);
  });

  it('is the offices the posting offers to the person in the job', () => {
    expect(place(`Data Analyst\nLocation: Remote\n\nPerks\n- A central Manchester office to use when you need it`)?.city).toBe('Manchester');
    expect(place(`Legal Engineer\nLocation: Remote\n\nWe are remote-first, with office hubs in Lisbon, Madrid and Paris.`)?.city).toBe('Lisbon');
  });

  it('stays no place when the posting names none', () => {
    const job = place(`Frontend Developer\nLocation: Remote\n\nRequirements\n- React and TypeScript\n- Good written English`);
    expect(job?.city ?? job?.region ?? job?.country).toBeUndefined();
  });
});

describe('a place named beside the employer', () => {
  it('reads a US state code in brackets after the employer\'s name', () => {
    const job = place(`Bookkeeper\n\nMaple Grove Library (VT) seeks a part-time bookkeeper to keep our accounts.`);
    expect(job?.region).toBe('VT');
    expect(job?.country).toBe('US');
  });

  it('reads a county the openings are in', () => {
    expect(place(`Home Care Aide\n\nWe have openings throughout Orange County for caring aides.`)?.input).toBe('Orange County');
  });
});

describe('how the job is worked', () => {
  it('is remote when the location field names no place or the posting says telework', () => {
    expect(parseJob(`Support Agent\nLocation: Anywhere\n\nAnswer customer email.`).workplace).toBe('remote');
    expect(parseJob(`Claims Processor\n\nThis is a telework position; you need a quiet room and broadband.`).workplace).toBe('remote');
  });
});
