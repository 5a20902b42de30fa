/**
 * Who may have the gateway's live sockets through the companion (device-api §2.5): the gateway decides.
 * A browser's login (or its lack of one) is checked by asking the gateway a read-only question with it:
 * with allow_readonly on, everyone passes; off, only the gateway's admin login does. The answer is kept
 * for at most `ttlMs` (60 s) per login, and forgotten at once when security settings are saved or the
 * gateway's socket ends. One question per login at a time (issue 30): browsers that arrive while it is
 * asked wait for that answer instead of asking again, so twenty tabs reconnecting at once cost the
 * gateway one request.
 */
export type AdmissionAnswer =
  { kind: 'admitted' } | { kind: 'refused'; status: number } | { kind: 'away' } | { kind: 'slow' };

/** What of the browser's upgrade request the gateway's answer depends on. */
export interface Credentials {
  authorization?: string;
  /** The request said it is a script (`X-Requested-With`): the gateway then sends no login prompt. */
  script: boolean;
}

export type AdmissionCheck = (credentials: Credentials) => Promise<AdmissionAnswer>;

export const ADMISSION_TTL_MS = 60_000;

export class Admission {
  private readonly answers = new Map<string, { answer: AdmissionAnswer; at: number }>();
  /** The question being asked per login, shared by everyone who arrives meanwhile. */
  private readonly asking = new Map<string, Promise<AdmissionAnswer>>();
  private generation = 0;

  constructor(
    private readonly check: AdmissionCheck,
    private readonly ttlMs: number = ADMISSION_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  admit(credentials: Credentials): Promise<AdmissionAnswer> {
    const key = `${credentials.script ? 'script' : 'page'} ${credentials.authorization ?? ''}`;
    const kept = this.answers.get(key);
    if (kept !== undefined && this.now() - kept.at < this.ttlMs) return Promise.resolve(kept.answer);
    const pending = this.asking.get(key);
    if (pending !== undefined) return pending;
    const generation = this.generation;
    const question = this.check(credentials)
      .then((answer) => {
        // Only the gateway's own verdicts are kept, and none from before a `forget`.
        if ((answer.kind === 'admitted' || answer.kind === 'refused') && generation === this.generation) {
          this.answers.set(key, { answer, at: this.now() });
        }
        return answer;
      })
      .finally(() => {
        if (this.asking.get(key) === question) this.asking.delete(key);
      });
    this.asking.set(key, question);
    return question;
  }

  forget(): void {
    this.generation += 1;
    this.answers.clear();
    this.asking.clear();
  }
}
