/**
 * The common words of Bahasa Melayu, Bahasa Indonesia, Thai and Chinese for the things Ask Stacy reads, rewritten
 * into the English phrasings her rules read (stacy.ts): "2 ห้องนอน" is "2 bedrooms", "下周末" is "next weekend",
 * "di bawah Rp 500.000" is "under Rp 500000". A table, not a translator: what is not here she does not read in
 * those languages (stacy.test.ts lists what she does). Applied to every request, whatever the page's language, as
 * a person may write in another; none of these words is English, so English requests read as before.
 */

import type { Locale } from "@/lib/locales";

/** Written number words up to ten, and the Chinese ones, as digits. */
const NUMBER_WORDS: [RegExp, string][] = [
  [/两|二/g, "2"],
  [/一/g, "1"],
  [/三/g, "3"],
  [/四/g, "4"],
  [/五/g, "5"],
  [/六/g, "6"],
];
const CHINESE_COUNT = "(\\d+|[一二两三四五六])";

/** Month names and abbreviations of the four languages, by month (0 January). */
const MONTH_WORDS: [RegExp, number][] = [
  [/\bjanuari\b|มกราคม|ม\.ค\./giu, 0],
  [/\bfebruari\b|กุมภาพันธ์|ก\.พ\./giu, 1],
  [/\b(mac|maret)\b|มีนาคม|มี\.ค\./giu, 2],
  [/เมษายน|เม\.ย\./giu, 3],
  [/\bmei\b|พฤษภาคม|พ\.ค\./giu, 4],
  [/\b(jun|juni)\b|มิถุนายน|มิ\.ย\./giu, 5],
  [/\b(julai|juli)\b|กรกฎาคม|ก\.ค\./giu, 6],
  [/\b(ogos|agustus|agt)\b|สิงหาคม|ส\.ค\./giu, 7],
  [/กันยายน|ก\.ย\./giu, 8],
  [/\b(oktober|okt)\b|ตุลาคม|ต\.ค\./giu, 9],
  [/พฤศจิกายน|พ\.ย\./giu, 10],
  [/\b(disember|desember|des)\b|ธันวาคม|ธ\.ค\./giu, 11],
];
const ENGLISH_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * Cities as Thai and Chinese write them, the first of each as Stacy writes it back; the listings name them in
 * English (their `city`), which Malay and Indonesian also write.
 */
const CITY_NAMES: Record<string, { th: string[]; zh: string[] }> = {
  Bangkok: { th: ["กรุงเทพฯ", "กรุงเทพมหานคร", "กรุงเทพ"], zh: ["曼谷"] },
  "Kuala Lumpur": { th: ["กัวลาลัมเปอร์"], zh: ["吉隆坡"] },
  Manila: { th: ["มะนิลา"], zh: ["马尼拉"] },
  Makati: { th: ["มาคาติ"], zh: ["马卡蒂"] },
  "Chiang Mai": { th: ["เชียงใหม่"], zh: ["清迈"] },
  Bali: { th: ["บาหลี"], zh: ["巴厘岛", "巴厘"] },
  Phuket: { th: ["ภูเก็ต"], zh: ["普吉岛", "普吉"] },
  Jakarta: { th: ["จาการ์ตา"], zh: ["雅加达"] },
  Penang: { th: ["ปีนัง"], zh: ["槟城"] },
};

/** A listing's city as the language writes it: "กรุงเทพฯ", "曼谷"; a city not in the table keeps its name. */
export function cityIn(city: string, locale: Locale): string {
  const names = CITY_NAMES[city];
  return names && (locale === "th" || locale === "zh") ? names[locale][0]! : city;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Place names as Thai and Chinese (and, for the Philippines, Malay and Indonesian) write them. */
const PLACE_WORDS: [RegExp, string][] = [
  ...Object.entries(CITY_NAMES).map(([city, names]): [RegExp, string] => [
    // Longest first: "กรุงเทพมหานคร" before "กรุงเทพ".
    new RegExp(
      [...names.th, ...names.zh]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join("|"),
      "g",
    ),
    city,
  ]),
  [/ประเทศไทย|泰国/g, "Thailand"],
  [/มาเลเซีย|马来西亚/g, "Malaysia"],
  [/อินโดนีเซีย|印度尼西亚|印尼(?!盾)/g, "Indonesia"],
  [/ฟิลิปปินส์|菲律宾|\bfilipina\b/gi, "Philippines"],
];

/** Phrases, longest and most particular first ("คืนนี้" before "คืน", "下周末" before "下周"). */
const PHRASES: [RegExp, string][] = [
  // Relative days and weeks.
  [
    /\bakhir pekan (depan|berikutnya)\b|\bhujung minggu (depan|hadapan)\b|สุดสัปดาห์หน้า|下周末|下个周末/giu,
    "next weekend",
  ],
  [/\bakhir pekan( ini)?\b|\bhujung minggu( ini)?\b|สุดสัปดาห์(นี้)?|这周末|本周末|周末/giu, "this weekend"],
  [/\bminggu (depan|hadapan)\b|สัปดาห์หน้า|อาทิตย์หน้า|下周|下星期/giu, "next week"],
  [/\bbulan (depan|hadapan)\b|เดือนหน้า|下个月|下月/giu, "next month"],
  [/\bmalam ini\b|คืนนี้|今晚/giu, "tonight"],
  [/\bhari ini\b|วันนี้|今天/giu, "today"],
  [/\b(besok|esok)\b|พรุ่งนี้|明天/giu, "tomorrow"],
  // Kinds of stay.
  [/\b(bilik|kamar) (harian|transit)\b|ห้องพักรายชั่วโมง|ห้องพักระหว่างวัน|日间房|钟点房/giu, "day room"],
  [/\bco-?living\b|โคลิฟวิง|合租|共居/giu, "co-living"],
  [/\b(bulanan|sebulan)\b|รายเดือน|按月|月租/giu, "monthly"],
  // Counts: bedrooms, guests, nights, hours, months.
  [/(\d+)\s*(?:bilik tidur|kamar tidur|ห้องนอน)/giu, "$1 bedrooms"],
  [/ห้องนอน\s*(\d+)\s*ห้อง/gu, "$1 bedrooms"],
  [new RegExp(`${CHINESE_COUNT}\\s*(?:间|个)?\\s*卧室`, "gu"), "$1 bedrooms"],
  [/(\d+)\s*(?:orang dewasa|dewasa)/giu, "$1 adults"],
  // Children ("2 kanak-kanak", "2 orang anak", "เด็ก 2 คน", "2个孩子"): before the plain counts of people.
  [/(\d+)\s*(?:orang\s+)?(?:kanak-kanak|anak-anak|anak)\b/giu, "$1 children"],
  [/ผู้ใหญ่\s*(\d+)\s*คน|(\d+)\s*ผู้ใหญ่/gu, "$1$2 adults"],
  [/เด็ก\s*(\d+)\s*คน|(\d+)\s*เด็ก/gu, "$1$2 children"],
  [new RegExp(`${CHINESE_COUNT}\\s*(?:位|个|名)?\\s*(?:成人|大人)`, "gu"), "$1 adults"],
  [new RegExp(`${CHINESE_COUNT}\\s*(?:位|个|名)?\\s*(?:儿童|孩子|小孩)`, "gu"), "$1 children"],
  [/(\d+)\s*(?:tetamu|tamu|orang)\b/giu, "$1 guests"],
  [/ผู้เข้าพัก\s*(\d+)\s*คน|(\d+)\s*(?:ผู้เข้าพัก|คน)/gu, "$1$2 guests"],
  [new RegExp(`${CHINESE_COUNT}\\s*(?:位|个)?\\s*(?:客人|住客|人)`, "gu"), "$1 guests"],
  // Children's ages ("berumur 4 dan 9", "อายุ 4 และ 9 ปี", "4岁和9岁").
  [/\b(?:berumur|berusia|umur|usia)\b|อายุ/giu, "aged"],
  [/(\d{1,2})\s*(?:岁|ปี)/gu, "$1"],
  [/\bdan\b|และ|和/giu, "and"],
  [/(\d+)\s*malam\b/giu, "$1 nights"],
  [/(\d+)\s*คืน/gu, "$1 nights"],
  [new RegExp(`${CHINESE_COUNT}\\s*(?:个)?\\s*晚(?:上)?`, "gu"), "$1 nights"],
  [/(\d+)\s*jam\b/giu, "$1 hours"],
  [/(\d+)\s*ชั่วโมง/gu, "$1 hours"],
  [new RegExp(`${CHINESE_COUNT}\\s*(?:个)?\\s*(?:小时|钟头)`, "gu"), "$1 hours"],
  [/(\d+)\s*bulan\b/giu, "$1 months"],
  [/(\d+)\s*เดือน/gu, "$1 months"],
  [new RegExp(`${CHINESE_COUNT}\\s*个月`, "gu"), "$1 months"],
  // Amounts: "1,5 juta", "500 ribu", "2千", "1.5万".
  [/(\d+)[.,](\d+)\s*juta\b/giu, "$1.$2m"],
  [/(\d+)\s*juta\b/giu, "$1m"],
  [/(\d+)\s*(?:ribu|rb)\b/giu, "$1k"],
  [/(\d+(?:\.\d+)?)\s*万/gu, "$1 ten-thousand"],
  [/(\d+(?:\.\d+)?)\s*千/gu, "$1k"],
  // A budget: before the amount, or after it in Chinese ("2000泰铢以内").
  [/(\d[\d.,]*\s*(?:k|m)?)\s*(泰铢|令吉|林吉特|马币|印尼盾|比索|美元|新元|元)?\s*(?:以内|以下)/gu, "under $1 $2"],
  [
    /\b(di bawah|bawah|kurang dari|maksimal|maksimum|maks|tidak melebihi|tak lebih dari|bajet)\b|ไม่เกิน|ต่ำกว่า|งบ(?:ประมาณ)?|低于|不超过|不高于|预算|最多/giu,
    "under",
  ],
  // Currencies written in words.
  [/บาท|泰铢/gu, "baht"],
  [/令吉|林吉特|马币/gu, "ringgit"],
  [/印尼盾/gu, "rupiah"],
  [/比索|เปโซ/gu, "pesos"],
  [/新元|新币/gu, "sgd"],
  [/美元/gu, "usd"],
  // Ranges of days.
  [/\b(hingga|sehingga|sampai|ke)\b|ถึง|至|到/giu, "to"],
  [/\b(dari|mulai|bermula)\b|ตั้งแต่|จาก|从/giu, "from"],
];

/** "500.000" (a dot between thousands, as Indonesian and Malay write it) is 500000; "1.5" stays. */
const DOTTED_THOUSANDS = /\b(\d{1,3}(?:\.\d{3})+)(?!\d)/g;

/** The request with the common words of the four other languages in the English her rules read. */
export function inEnglishWords(text: string): string {
  let out = text;
  // "8月14日" is 14 August; "14 ส.ค." and "14 Ogos" are too.
  out = out.replace(/(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?/gu, (_, month: string, day: string) => {
    const index = Number(month) - 1;
    return index >= 0 && index < 12 ? ` ${day} ${ENGLISH_MONTHS[index]} ` : ` ${day} `;
  });
  out = out.replace(/(\d{1,2})\s*[日号]/gu, " $1 ");
  for (const [pattern, month] of MONTH_WORDS) out = out.replace(pattern, ` ${ENGLISH_MONTHS[month]} `);
  for (const [pattern, place] of PLACE_WORDS) out = out.replace(pattern, ` ${place} `);
  out = out.replace(DOTTED_THOUSANDS, (number: string) => number.replace(/\./g, ""));
  for (const [pattern, english] of PHRASES) out = out.replace(pattern, (...match) => ` ${expand(english, match)} `);
  for (const [pattern, digit] of NUMBER_WORDS) out = out.replace(pattern, digit);
  out = out.replace(/(\d+(?:\.\d+)?) ten-thousand/g, (_, amount: string) =>
    String(Math.round(Number(amount) * 10_000)),
  );
  // Thai and Chinese write no spaces between words; the English rules read words between spaces or punctuation.
  return out
    .replace(/[，。、；：！]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** `$1`, `$2` of a replacement, an unmatched group as nothing. */
function expand(template: string, match: unknown[]): string {
  return template.replace(/\$(\d)/g, (_, group: string) => {
    const value = match[Number(group)];
    return typeof value === "string" ? value : "";
  });
}

/** A question in the four languages: a question mark (also the full-width one), or a question word first or last. */
export const FOREIGN_QUESTION =
  /[？]\s*$|^(bagaimana|bagaimanakah|apa|apakah|bila|bilakah|bolehkah|boleh|kenapa|mengapa|di mana|berapa)\b|(ไหม|อย่างไร|ยังไง|หรือไม่|吗|呢|怎么|如何|什么|为什么|哪里|多少)[?？]?\s*$|^(怎么|如何|为什么|ทำไม|อย่างไร)/iu;
