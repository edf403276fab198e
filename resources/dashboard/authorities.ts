/** Authority strings of the dashboard (contract §3.29, §5). */
export const STATISTICS_AUTH = {
  index: "merchant:statistics:home:index",
  operating: "merchant:statistics:home:operating:data",
  payRanking: "merchant:statistics:home:product:pay:ranking",
  viewRanking: "merchant:statistics:home:product:pageview:ranking",
} as const;
