// The script's length as the PM judges it (spec doc 2: the header's warning, the Script section's bands).
/** The warning shows for word counts strictly between these two. */
export const WORD_COUNT_WARNING = { above: 1600, below: 1800 } as const;
/** The length a 10-minute video needs. */
export const WORD_COUNT_TARGET = 1900;
