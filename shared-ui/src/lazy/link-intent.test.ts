import { warmOnLinkIntent } from './link-intent';

describe('warmOnLinkIntent', () => {
  let stop: () => void = () => undefined;
  const warm = jest.fn();

  beforeEach(() => {
    warm.mockClear();
    document.body.innerHTML = `
      <nav>
        <a id="jobs" href="/dashboard/candidate/jobs?sort=fit"><span id="inner">Job matches</span></a>
        <a id="away" href="https://example.org/dashboard/candidate/jobs">Elsewhere</a>
        <button id="plain" type="button">Not a link</button>
      </nav>`;
    stop = warmOnLinkIntent(warm);
  });
  afterEach(() => stop());

  const fire = (id: string, type: string) => document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

  it('hands over the path of a same-origin link the pointer comes over, that takes focus or is touched', () => {
    fire('inner', 'pointerover'); // over text inside the link
    fire('jobs', 'focusin');
    fire('jobs', 'touchstart');
    expect(warm.mock.calls).toEqual([['/dashboard/candidate/jobs'], ['/dashboard/candidate/jobs'], ['/dashboard/candidate/jobs']]);
  });

  it('ignores other origins, things that are not links, and everything once stopped', () => {
    fire('away', 'pointerover');
    fire('plain', 'focusin');
    stop();
    fire('jobs', 'pointerover');
    expect(warm).not.toHaveBeenCalled();
  });
});
