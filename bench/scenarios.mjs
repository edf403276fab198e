// The server endpoints whose latency the issues budget. Areas add their scenarios here.
export async function serverScenarios() {
  return [
    { name: "getMenus", path: "/api/admin/merchant/getMenus", budgetMs: 20 },
    { name: "getAdminInfoByToken", path: "/api/admin/merchant/getAdminInfoByToken", budgetMs: 20 },
  ];
}
