/** The activity list; `/:type` opens it on a review-state tab. */
export const GROUP_ACTIVITY_PATH = "/marketing/group/activity";
/** The editor: `/:activityId/:type` with type 1 edit, 2 copy, 3 view; none to add. */
export const GROUP_EDITOR_PATH = "/marketing/group/createGroup";
export const GROUP_RECORD_PATH = "/marketing/group/list";
