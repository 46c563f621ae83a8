import { z } from "zod";

const ZRowId = z.uuid();

/** Whether a string can be one of our row ids: a uuid column answers anything else with an error, not a miss. */
export const isRowId = (value: string): boolean => ZRowId.safeParse(value).success;
