/**
 * Who may have the gateway's live sockets through the companion (device-api §2.5): the gateway decides.
 * A browser's login (or its lack of one) is checked by asking the gateway a read-only question with it:
 * with allow_readonly on, everyone passes; off, only the gateway's admin login does. The answer is kept
 * for at most `ttlMs` (60 s) per login, and forgotten at once when security settings are saved or the
 * gateway's socket ends.
 */
export type AdmissionAnswer =
  { kind: 'admitted' } | { kind: 'refused'; status: number } | { kind: 'away' } | { kind: 'slow' };

export type AdmissionCheck = (authorization: string | undefined) => Promise<AdmissionAnswer>;

export const ADMISSION_TTL_MS = 60_000;

export class Admission {
  private readonly answers = new Map<string, { answer: AdmissionAnswer; at: number }>();
  private generation = 0;

  constructor(
    private readonly check: AdmissionCheck,
    private readonly ttlMs: number = ADMISSION_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async admit(authorization: string | undefined): Promise<AdmissionAnswer> {
    const key = authorization ?? '';
    const kept = this.answers.get(key);
    if (kept !== undefined && this.now() - kept.at < this.ttlMs) return kept.answer;
    const generation = this.generation;
    const answer = await this.check(authorization);
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
