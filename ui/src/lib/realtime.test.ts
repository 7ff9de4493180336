import { describe, expect, it } from "vitest";
import { parseEvent, reconnectDelay, socketURL } from "./realtime";

describe("socket address", () => {
  it("follows the page's scheme", () => {
    expect(socketURL({ protocol: "http:", host: "localhost:8080" })).toBe("ws://localhost:8080/ws");
    expect(socketURL({ protocol: "https:", host: "storymail.app" })).toBe("wss://storymail.app/ws");
  });
});

describe("reconnect backoff", () => {
  it("doubles from 1 s and caps at 30 s, with jitter between half and full", () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(20, () => 1)).toBe(30000);
    expect(reconnectDelay(20, () => 0)).toBe(15000);
  });
});

describe("event parsing", () => {
  it("reads {type, data}", () => {
    expect(parseEvent('{"type":"usage","data":{"emailsCreated":1}}')).toEqual({ type: "usage", data: { emailsCreated: 1 } });
    expect(parseEvent('{"type":"stats.public"}')).toEqual({ type: "stats.public", data: null });
  });
  it("ignores anything else", () => {
    expect(parseEvent("not json")).toBeNull();
    expect(parseEvent('{"data":1}')).toBeNull();
    expect(parseEvent(new Blob())).toBeNull();
  });
});
