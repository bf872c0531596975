import "server-only";

/**
 * Where TBO TokenIds are kept. A token is valid for one calendar day and TBO asks for one
 * Authenticate a day, not one per search. The default store is this process's memory; inject a
 * store backed by PostgreSQL (or anything shared) to share tokens between app instances.
 * Keys carry a hash of the credentials and the date, never the credentials themselves.
 */
export interface TboTokenStore {
  get(key: string): Promise<string | null>;
  set(key: string, tokenId: string, expiresAt: Date): Promise<void>;
  /** Forget `tokenId` (TBO said the session is invalid); keep a newer token another call stored meanwhile. */
  delete(key: string, tokenId: string): Promise<void>;
}

/** Tokens in this process's memory. Keys carry the date, so an old day's token is never asked for; setting one drops earlier days'. */
export class InMemoryTboTokenStore implements TboTokenStore {
  private readonly tokens = new Map<string, { tokenId: string; expiresAt: number }>();

  async get(key: string): Promise<string | null> {
    return this.tokens.get(key)?.tokenId ?? null;
  }

  async set(key: string, tokenId: string, expiresAt: Date): Promise<void> {
    const dayBefore = expiresAt.getTime() - 86_400_000;
    for (const [k, v] of this.tokens) if (v.expiresAt <= dayBefore) this.tokens.delete(k);
    this.tokens.set(key, { tokenId, expiresAt: expiresAt.getTime() });
  }

  async delete(key: string, tokenId: string): Promise<void> {
    if (this.tokens.get(key)?.tokenId === tokenId) this.tokens.delete(key);
  }

  /** How many tokens are held (for tests and diagnostics). */
  get size(): number {
    return this.tokens.size;
  }
}

/** Shared by every TBO supplier of this process (suppliers are built per request). */
export const defaultTboTokenStore: TboTokenStore = new InMemoryTboTokenStore();
