// The shop's own traffic during the bench: one order changed every 100 ms, in turn a merchant
// remark, a shipment and a direct refund, through the API (so triggers, versions and caches see
// what a real write does). Orders come from the lists the writer reads first.
const M = "/api/admin/merchant";

async function call(origin, token, path, body) {
  const response = await fetch(origin + M + path, {
    method: body ? "POST" : "GET",
    headers: { "Authori-zation": token, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

async function ordersOf(origin, token, status, pages) {
  const found = [];
  for (const page of pages) {
    const answer = await call(origin, token, `/order/list?status=${status}&page=${page}&limit=50`);
    found.push(...(answer.data?.list ?? []).map((o) => o.orderNo));
  }
  return found;
}

/** Starts writing; `stop()` ends it and resolves the counts of writes done and refused. */
export async function startWriter({ origin, token, everyMs = 100 }) {
  const remarks = await ordersOf(origin, token, "all", [1, 7, 40, 300]);
  const toShip = await ordersOf(origin, token, "notShipped", [1, 3, 9, 27]);
  const toRefund = await ordersOf(origin, token, "receiving", [1, 3, 9, 27]);
  const counts = { remark: 0, ship: 0, refund: 0, refused: 0 };
  let n = 0;
  let running = true;
  const writeOne = async () => {
    const kind = ["remark", "ship", "refund"][n++ % 3];
    let answer;
    if (kind === "remark" || (kind === "ship" && !toShip.length) || (kind === "refund" && !toRefund.length)) {
      answer = await call(origin, token, "/order/mark", { orderNo: remarks[n % remarks.length], remark: `bench ${n}` });
      counts.remark++;
    } else if (kind === "ship") {
      answer = await call(origin, token, "/order/send", { orderNo: toShip.pop(), deliveryType: "noNeed", isSplit: false });
      counts.ship++;
    } else {
      answer = await call(origin, token, "/order/direct/refund", { orderNo: toRefund.pop(), returnType: 1 });
      counts.refund++;
    }
    if (answer.code !== 200) counts.refused++;
  };
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      await writeOne().catch(() => counts.refused++);
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - started))));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return counts;
    },
  };
}
