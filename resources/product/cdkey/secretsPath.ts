/** `/product/cdkey/creatCdkey/:id?/:name?` — a library's secrets (the name only titles the page). */
export const secretsPath = (id: number, name: string) => `/product/cdkey/creatCdkey/${id}/${encodeURIComponent(name)}`;
