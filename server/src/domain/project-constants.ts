/** The Facebook relaunch is offered this many days after the Facebook launch (spec doc 2 section 9). */
export const FB_RELAUNCH_AFTER_DAYS = 120;
