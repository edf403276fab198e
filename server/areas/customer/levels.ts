/**
 * The platform's member levels (the backend's `eb_system_user_level`; a merchant cannot change
 * them). A shopper's `level` is the id of one of them. The customer detail answers that level's
 * `grade` (the number the original console shows as 等级), and 0 when the level does not exist,
 * as the backend does.
 */
export interface UserLevel {
  id: number;
  name: string;
  grade: number;
}

export const USER_LEVELS: readonly UserLevel[] = [
  { id: 1, name: "普通会员", grade: 0 },
  { id: 2, name: "青铜会员", grade: 1 },
  { id: 3, name: "白银会员", grade: 2 },
  { id: 4, name: "黄金会员", grade: 3 },
  { id: 5, name: "钻石会员", grade: 4 },
];

/** `grade` of the customer detail: the grade of the shopper's level, 0 without one. */
export const gradeOfLevel = (levelId: number): number => USER_LEVELS.find((l) => l.id === levelId)?.grade ?? 0;
