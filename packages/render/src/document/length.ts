import type { ProgramDocument } from './program.js';

/**
 * How long a program plays once: its main scenes one after another, each for its duration
 * (sub-scenes open only from buttons). A plan entry played a number of times lasts that many lengths.
 */
export function programLengthMs(doc: Pick<ProgramDocument, 'scenes'>): number {
  return doc.scenes.reduce((sum, s) => (s.main ? sum + s.durationMs : sum), 0);
}
