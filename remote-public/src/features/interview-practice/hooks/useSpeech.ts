// The Web Speech API where the browser has it: the question read aloud (speechSynthesis) and the
// answer transcribed (SpeechRecognition, webkit-prefixed in Chromium). Where it is missing the
// page says so and the answer is typed. Recognition results are appended to the answer, which
// stays editable.
import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of SpeechRecognition HireGen uses (not in TypeScript's DOM library). */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w: Window & { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor } = window;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

export function speak(text: string): void {
  if (!canSpeak()) return;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

const ERRORS: Record<string, string> = {
  'not-allowed': 'Microphone access was refused. Allow it in the browser, or type your answer.',
  'no-speech': 'No speech was heard. Try again, or type your answer.',
  'audio-capture': 'No microphone was found. Type your answer instead.',
  network: 'Speech recognition needs a connection in this browser. Type your answer instead.',
};

/** Dictation: `start` listens and calls `onText` with each final phrase. */
export function useDictation(onText: (text: string) => void) {
  const Ctor = recognitionConstructor();
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    if (!Ctor) return;
    setError(null);
    const r = new Ctor();
    r.lang = document.documentElement.lang || 'en-GB';
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) onTextRef.current(result[0].transcript.trim());
      }
    };
    r.onerror = (event) => setError(ERRORS[event.error] ?? 'Speech recognition stopped. Type your answer, or try again.');
    r.onend = () => setListening(false);
    recognition.current = r;
    r.start();
    setListening(true);
  }, [Ctor]);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported: Ctor !== null, listening, error, start, stop };
}
