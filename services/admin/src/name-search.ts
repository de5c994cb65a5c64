import { trusted } from 'mongoose';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive "contains" match on text a person typed (so `.` or `(` mean themselves). */
// Marked trusted: sanitizeFilter would strip the operator as if it came from a request.
export const containsText = (text: string) => trusted({ $regex: escapeRegex(text), $options: 'i' });
