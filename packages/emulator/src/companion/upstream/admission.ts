/**
 * Who may have the gateway's live sockets through the companion (device-api §2.5): the gateway decides.
 * A browser's login (or its lack of one) is checked by asking the gateway a read-only question with it:
 * with allow_readonly on, everyone passes; off, only the gateway's admin login does. The answer is kept
 * for at most `ttlMs` (60 s) per login, and forgotten at once when security settings are saved or the
 * gateway's socket ends.
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
  private generation = 0;

  constructor(
    private readonly check: AdmissionCheck,
    private readonly ttlMs: number = ADMISSION_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async admit(credentials: Credentials): Promise<AdmissionAnswer> {
    const key = `${credentials.script ? 'script' : 'page'} ${credentials.authorization ?? ''}`;
    const kept = this.answers.get(key);
    if (kept !== undefined && this.now() - kept.at < this.ttlMs) return kept.answer;
    const generation = this.generation;
    const answer = await this.check(credentials);
    // Only the gateway's own verdicts are kept, and none from before a `forget`.
    if ((answer.kind === 'admitted' || answer.kind === 'refused') && generation === this.generation) {
      this.answers.set(key, { answer, at: this.now() });
    }
    return answer;
  }

  forget(): void {
    this.generation += 1;
    this.answers.clear();
  }
}
