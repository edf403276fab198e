/** Answers of contract §3.29, as the reference server declares them. */
export type {
  HomeIndexResponse as HomeIndex,
  HomeOperatingResponse as OperatingData,
  ProductRankingRow as ProductRanking,
} from "../../server/areas/statistics/contract";
