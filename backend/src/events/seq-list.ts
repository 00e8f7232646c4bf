/** Past this many numbers, a list keeps them packed (see SeqList). */
const PACK_ABOVE = 32;

const NO_SEQS = new Uint32Array(0);

/**
 * Ascending, distinct item numbers (WordIndexed.seq): the items under one word of a word index
 * (decision 0134). Most words are rare and keep a few numbers in a plain array; a word of most
 * texts keeps tens of thousands, packed 4 bytes each in a typed array rather than 8 bytes a
 * pointer in a plain one, with nothing in it for the garbage collector to trace. At +50,000
 * catalogue events the events' index held 3.5 million numbers, 3.49 million of them under the
 * 127 words of at least a thousand texts.
 */
export class SeqList {
  /** The numbers while there are few; null once they are packed. */
  private plain: number[] | null = [];
  private packed: Uint32Array = NO_SEQS;
  private packedLength = 0;

  get length(): number {
    return this.plain ? this.plain.length : this.packedLength;
  }

  /** The number at a place (0 to length - 1). */
  at(index: number): number {
    return this.plain ? this.plain[index] : this.packed[index];
  }

  /** The first place whose number is not below `seq`. */
  private lowerBound(seq: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.at(middle) < seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Adds a number above every one held: a list being built in order, which stays plain however
   * long until trim() packs it once, at its length. Packing as it grew would leave the allocator
   * every smaller buffer it outgrew, between the ones still held (at +50,000 events, twice the
   * room the numbers take).
   */
  push(seq: number): void {
    if (this.plain) this.plain.push(seq);
    else this.insertAt(this.packedLength, seq);
  }

  /** Adds a number where its order puts it; false when it is already there. */
  insert(seq: number): boolean {
    const at = this.lowerBound(seq);
    if (at < this.length && this.at(at) === seq) return false;
    this.insertAt(at, seq);
    return true;
  }

  /** Takes a number out; false when it is not there. */
  remove(seq: number): boolean {
    const at = this.lowerBound(seq);
    if (at >= this.length || this.at(at) !== seq) return false;
    if (this.plain) this.plain.splice(at, 1);
    else {
      this.packed.copyWithin(at, at + 1, this.packedLength);
      this.packedLength -= 1;
    }
    return true;
  }

  /** Packs a long list at its length, letting go of room kept for numbers to come: for a list that is built and will change little. */
  trim(): void {
    if (this.plain) {
      if (this.plain.length > PACK_ABOVE) this.pack(0);
    } else if (this.packed.length > this.packedLength) this.packed = this.packed.slice(0, this.packedLength);
  }

  /** Each number in order (a loop, not an iterator: a common word's list is read whole). */
  forEach(visit: (seq: number) => void): void {
    if (this.plain) for (const seq of this.plain) visit(seq);
    else for (let at = 0; at < this.packedLength; at += 1) visit(this.packed[at]);
  }

  private insertAt(at: number, seq: number): void {
    if (this.plain) {
      if (this.plain.length < PACK_ABOVE) {
        this.plain.splice(at, 0, seq);
        return;
      }
      this.pack(Math.ceil(this.plain.length / 2));
    }
    if (this.packedLength === this.packed.length) {
      const grown = new Uint32Array(Math.ceil(this.packedLength * 1.5) + 16);
      grown.set(this.packed.subarray(0, this.packedLength));
      this.packed = grown;
    }
    this.packed.copyWithin(at + 1, at, this.packedLength);
    this.packed[at] = seq;
    this.packedLength += 1;
  }

  /** Moves the plain numbers into a typed array with room for this many more. */
  private pack(room: number): void {
    const plain = this.plain!;
    this.packed = new Uint32Array(plain.length + room);
    this.packed.set(plain);
    this.packedLength = plain.length;
    this.plain = null;
  }
}
