import { nlp } from './src/text/nlp';
const line = '- Good knowledge and practical experience in automated test practices (Unit, Integration & Acceptance), plus strong written communication skills';
const n = nlp();
n(line).json({ offset: true });
const time = (label: string, f: () => unknown) => {
  const t = process.cpuUsage();
  for (let i = 0; i < 300; i++) f();
  const u = process.cpuUsage(t);
  console.log(label, ((u.user + u.system) / 1000 / 300).toFixed(2), 'ms');
};
time('nlp only', () => n(line));
time('json offset', () => n(line).json({ offset: true }));
time('json', () => n(line).json());
time('docs', () => n(line).document);
time('tokenize+tags? termList', () => (n(line) as unknown as { termList(): unknown[] }).termList());
