import { normalizeResume } from '../../../lib/resume-model/normalize-resume';
import { fileKind, reviewPaths } from './import-resume';
import { titleFromFile } from './import-terms';
import { localResumeStore, LOCAL_RESUMES_KEY } from '../../../lib/resumes/local-resume-store';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';

describe('import', () => {
  it('flags only low-confidence fields that hold a value', () => {
    const resume = normalizeResume({ basics: { name: 'Ann Lee', phone: '' }, work: [{ name: 'Acme', position: 'Engineer' }] });
    const confidence = { 'basics.name': 0.95, 'basics.phone': 0.2, 'work[0].name': 0.4, 'work[0].position': 0.69, 'work[3].name': 0.1 };
    expect(reviewPaths(resume, confidence)).toEqual(['work[0].name', 'work[0].position']);
  });

  it('knows the file kinds it takes and titles a resume after its file', () => {
    expect(['cv.PDF', 'cv.docx', 'resume.json', 'cv.doc'].map(fileKind)).toEqual(['pdf', 'docx', 'json', null]);
    expect(titleFromFile('Ana_Lopez-resume 2026.pdf')).toBe('Ana Lopez resume 2026');
  });
});

describe('the signed-out store (localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('creates, lists newest first, saves, versions and deletes, all in this browser', async () => {
    const store = localResumeStore();
    const seen: ResumeRecord[][] = [];
    const stop = store.watchResumes(
      (list) => seen.push(list),
      () => undefined,
    );
    const first = await store.create({ title: 'First', resume: normalizeResume({ basics: { name: 'Ann' } }) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await store.create({ title: 'Second', resume: normalizeResume({}) });
    expect(seen.at(-1)!.map((r) => r.title)).toEqual(['Second', 'First']);

    await store.save(first, { title: 'Renamed', score: [{ overall: 70, at: '2026-11-23T10:00:00.000Z' }] });
    expect(await store.load(first)).toMatchObject({ title: 'Renamed', score: [{ overall: 70 }], resume: { basics: { name: 'Ann' } } });

    await store.saveVersion(first, { resume: normalizeResume({ basics: { name: 'Old' } }), note: 'Before' });
    expect((await store.versions(first)).map((v) => [v.note, v.resume.basics!.name])).toEqual([['Before', 'Old']]);

    await store.remove(second);
    expect(seen.at(-1)!.map((r) => r.id)).toEqual([first]);
    expect(JSON.parse(localStorage.getItem(LOCAL_RESUMES_KEY)!).versions[first]).toHaveLength(1);
    stop();
  });

  it('survives an unreadable entry instead of breaking the page', async () => {
    localStorage.setItem(LOCAL_RESUMES_KEY, '{broken');
    const store = localResumeStore();
    expect(await store.load('x')).toBeNull();
    await store.create({ title: 'Fresh', resume: normalizeResume({}) });
    expect(JSON.parse(localStorage.getItem(LOCAL_RESUMES_KEY)!).resumes).not.toEqual({});
  });
});
