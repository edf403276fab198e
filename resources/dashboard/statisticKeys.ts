export type StatisticAction = "index" | "operating" | "payRanking" | "viewRanking";

/** The query key of one statistic: the dashboard's hook and its boot preload ask under it. */
export const homeStatisticKey = (action: StatisticAction) => ["homeStatistics", action] as const;
