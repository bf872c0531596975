/*
 * The kinds of a hotel line's room composition (issue 25), in the order every screen and document
 * lists them: the key names the line's `${key}Count` / `${key}Price` fields and a room rate's
 * `${key}Price`; the labels are singular and plural. One list for the rate engine, the draft from a
 * cart and the documents.
 */
export const ROOM_COMPOSITION_KINDS = [
  ["singleRoom", "Single room", "Single rooms"],
  ["doubleRoom", "Double room", "Double rooms"],
  ["extraAdult", "Extra adult", "Extra adults"],
  ["childWithBed", "Child with bed", "Children with bed"],
  ["childWithoutBed", "Child without bed", "Children without bed"],
] as const;

export type RoomCompositionKey = (typeof ROOM_COMPOSITION_KINDS)[number][0];
