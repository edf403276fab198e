/**
 * Tracking of a shipment. No courier API is reachable from this server, so the events are made up
 * deterministically from the shipment itself: the same parcel always tells the same story, moving
 * on with the time since it was sent, and signed once the shopper has received the order.
 */
import { createHash } from "node:crypto";
import { formatDateTime, parseDateTime } from "../../core/format.js";
import type { LogisticsResult } from "./contract.js";
import type { InvoiceRecord, OrderRecord } from "./serialize.js";

const HOUR_MS = 3600 * 1000;
const HUBS = ["杭州转运中心", "上海转运中心", "南京转运中心", "广州转运中心", "武汉转运中心", "成都转运中心"];

/** The steps of a parcel, each with the hours after shipping it happens. */
function steps(hub: string, destination: string, courier: string): Array<{ hours: number; status: string; state: string }> {
  return [
    { hours: 0, status: `【${courier}】快件已揽收`, state: "1" },
    { hours: 4, status: `快件已到达【${hub}】`, state: "1" },
    { hours: 9, status: `快件已从【${hub}】发出，下一站【${destination}】`, state: "1" },
    { hours: 26, status: `快件已到达【${destination}】`, state: "1" },
    { hours: 32, status: "快件正在派送中，快递员：刘师傅，电话：13900001234", state: "2" },
    { hours: 36, status: "快件已签收，签收人：本人，感谢使用", state: "3" },
  ];
}

export function simulateLogistics(invoice: InvoiceRecord, order: OrderRecord, at: Date = new Date()): LogisticsResult {
  const digest = createHash("sha1").update(`${invoice.id}:${invoice.trackingNumber}`).digest();
  const hub = HUBS[digest[0]! % HUBS.length]!;
  const destination = `${(order.userAddress.split(" ")[1] ?? "").trim() || "目的地"}分拨中心`;
  const shipped = parseDateTime(invoice.updateTime) ?? at;
  const received = [5, 6].includes(order.status);
  const all = steps(hub, destination, invoice.expressName);
  const elapsedHours = Math.max(0, (at.getTime() - shipped.getTime()) / HOUR_MS);
  // Not signed until the shopper confirmed receipt, however long ago it was sent.
  const reached = all.filter((s, i) => (i === all.length - 1 ? received : s.hours <= elapsedHours || received));
  const events = reached.map((s) => ({ time: formatDateTime(new Date(shipped.getTime() + s.hours * HOUR_MS + (digest[1]! % 50) * 60 * 1000)), status: s.status }));
  const last = reached[reached.length - 1]!;
  return {
    number: invoice.trackingNumber,
    type: invoice.expressCode,
    list: events.reverse(),
    deliverystatus: last.state,
    issign: last.state === "3" ? "1" : "0",
    expName: invoice.expressName,
    expSite: "",
    expPhone: "",
    courier: last.state === "2" || last.state === "3" ? "刘师傅" : "",
    courierPhone: last.state === "2" || last.state === "3" ? "13900001234" : "",
    updateTime: events[0]?.time ?? invoice.updateTime,
    takeTime: `${Math.max(0, Math.round(Math.min(elapsedHours, 36)))}小时`,
    logo: "",
  };
}
