/**
 * The cache prefix of everything an ended attempt changes: the dashboard's figures, the history,
 * My Quizzes (features/dashboard) and the members' standing on assignments (features/assignments)
 * live under it. The quiz player invalidates it when an attempt ends, billing when the plan
 * changes. Several features build on it and none owns the others' keys, so it lives here.
 */
export const historyKey = ["history"] as const;
