import { installFakeXhr, rankedEntry, resumeFile } from '../test/fake-xhr';
import { BAD_ANSWER, CANCELLED, NETWORK_FAILED, RANK_URL, RankRequestError, TIMED_OUT, rankResumes, rankingFromResponse } from './rankResumes';

const requests = installFakeXhr();
const JOB = 'Full Stack Engineer\nRequired: React, Node.js, PostgreSQL.';

describe('rankResumes (POST /api/v1/rank)', () => {
  it('sends one multipart POST: the job text, then every resume as a "file" part, in order', () => {
    const files = [resumeFile('ada.pdf'), resumeFile('grace.docx', 4096, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')];
    void rankResumes(JOB, files).catch(() => undefined);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(RANK_URL);
    expect(request.headers).toEqual({ Accept: 'application/json' });
    const form = request.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['job', 'file', 'file']);
    expect(form.get('job')).toBe(JOB);
    expect((form.getAll('file') as File[]).map((file) => [file.name, file.size])).toEqual([
      ['ada.pdf', 2048],
      ['grace.docx', 4096],
    ]);
  });

  it('reports upload progress, then resolves with the rows best first and unreadable files last', async () => {
    const progress: number[] = [];
    let uploaded = false;
    const pending = rankResumes(JOB, [resumeFile('a.pdf'), resumeFile('b.pdf'), resumeFile('c.pdf')], {
      onProgress: (fraction) => progress.push(fraction),
      onUploaded: () => (uploaded = true),
    });
    requests[0]!.progress(25, 100);
    requests[0]!.progress(100, 100);
    requests[0]!.respond(200, {
      ranked: [rankedEntry('b.pdf', 81, { matched: ['React', 'Node.js'], missing: ['Docker'], title: 'Software Engineer' }), rankedEntry('a.pdf', 47)],
      failed: [{ id: 'c.pdf', status: 422, message: 'This PDF has no text: it looks like a scan.' }],
    });
    const ranking = await pending;
    expect(progress).toEqual([0.25, 1]);
    expect(uploaded).toBe(true);
    expect(ranking.jobTitle).toBe('Full Stack Engineer');
    expect(ranking.rows.map((row) => [row.rank, row.file, row.score, row.error])).toEqual([
      [1, 'b.pdf', 81, undefined],
      [2, 'a.pdf', 47, undefined],
      [undefined, 'c.pdf', undefined, 'This PDF has no text: it looks like a scan.'],
    ]);
    expect(ranking.rows[0]).toMatchObject({ currentTitle: 'Software Engineer', yearsExperience: 4, matched: ['React', 'Node.js'], missing: ['Docker'] });
  });

  it('rejects with the api’s { message } and its status', async () => {
    const pending = rankResumes(JOB, [resumeFile('a.pdf')]);
    requests[0]!.respond(400, { message: 'The "job" field is empty.' });
    await expect(pending).rejects.toEqual(new RankRequestError('The "job" field is empty.', 400));
  });

  it('says when to retry after a 429, and has its own words when the api sent none', async () => {
    const limited = rankResumes(JOB, [resumeFile('a.pdf')]);
    requests[0]!.respond(429, '', { 'Retry-After': '30' });
    await expect(limited).rejects.toThrow('Too many requests right now. Wait a minute and try again. (try again in 30 s)');
    const broken = rankResumes(JOB, [resumeFile('a.pdf')]);
    requests[1]!.respond(502, '<html>Bad gateway</html>');
    await expect(broken).rejects.toThrow('Something went wrong on our side. Please try again.');
  });

  it('fails clearly on a network error and on an answer that is not a ranking', async () => {
    const offline = rankResumes(JOB, [resumeFile('a.pdf')]);
    requests[0]!.networkError();
    await expect(offline).rejects.toThrow(NETWORK_FAILED);
    const odd = rankResumes(JOB, [resumeFile('a.pdf')]);
    requests[1]!.respond(200, { ranked: [{ id: 'a.pdf' }] });
    await expect(odd).rejects.toThrow(BAD_ANSWER);
  });

  it('stops waiting after the time limit', async () => {
    jest.useFakeTimers();
    try {
      const pending = rankResumes(JOB, [resumeFile('a.pdf')], { timeoutMs: 1000 });
      jest.advanceTimersByTime(1000);
      await expect(pending).rejects.toThrow(TIMED_OUT);
      expect(requests[0]!.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('rankResumes cancelled', () => {
  it('stops on the caller’s signal, and sends nothing when it is already cancelled', async () => {
    const controller = new AbortController();
    const pending = rankResumes(JOB, [resumeFile('a.pdf')], { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toEqual(new RankRequestError(CANCELLED));
    expect(requests[0]!.aborted).toBe(true);
    await expect(rankResumes(JOB, [resumeFile('a.pdf')], { signal: controller.signal })).rejects.toThrow(CANCELLED);
    expect(requests).toHaveLength(1);
  });
});

describe('rankingFromResponse', () => {
  it('puts rows best first even if the answer was not, and takes a per-file error on a ranked entry', () => {
    const ranking = rankingFromResponse({ ranked: [rankedEntry('low.pdf', 20), { id: 'bad.docx', error: 'Not a Word file.' }, rankedEntry('high.pdf', 90)] });
    expect(ranking.rows.map((row) => [row.rank, row.file])).toEqual([
      [1, 'high.pdf'],
      [2, 'low.pdf'],
      [undefined, 'bad.docx'],
    ]);
    expect(ranking.rows[2]!.error).toBe('Not a Word file.');
  });
});
