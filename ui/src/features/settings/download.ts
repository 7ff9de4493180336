/** Downloads of server files: the name comes from Content-Disposition, the bytes go through a temporary link. */
import { request } from "@/lib/api";

/**
 * The file name in a Content-Disposition header: filename* (RFC 5987) wins over filename;
 * folders are dropped so a name can never point elsewhere. `fallback` when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name = "";
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const raw = star[1].trim().replace(/^"(.*)"$/, "$1");
    const value = raw.replace(/^[\w-]+'[^']*'/, "");
    try {
      name = decodeURIComponent(value);
    } catch {
      name = value;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    if (plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, "$1") : plain[1].trim();
  }
  name = name.split(/[/\\]/).pop()?.trim() ?? "";
  return name && name !== "." && name !== ".." ? name : fallback;
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GETs a file from the API and saves it; answers the name it was saved under. */
export async function downloadFile(path: string, fallbackName: string, accept = "*/*"): Promise<string> {
  const res = await request(path, { method: "GET", headers: { Accept: accept } });
  const name = fileNameFromDisposition(res.headers.get("Content-Disposition"), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}
