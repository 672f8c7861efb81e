/** Why a tree operation was refused. */
export type TreeErrorReason = "not-found" | "not-a-container" | "into-itself" | "index-out-of-range" | "duplicate-id";

/** Thrown by every tree operation that cannot apply; the tree it was given is unchanged. */
export class TreeError extends Error {
  readonly reason: TreeErrorReason;
  /** The block the operation was about (or the parent that was not found or is no container). */
  readonly blockId: string;
  constructor(reason: TreeErrorReason, blockId: string, message: string) {
    super(message);
    this.name = "TreeError";
    this.reason = reason;
    this.blockId = blockId;
  }
}
