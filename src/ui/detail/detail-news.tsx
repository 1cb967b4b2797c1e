/**
 * The `news:news` of the active entry: publication name and language, date, title, and the retired
 * elements (access, genres, keywords, stock tickers) when the entry has them. Add or remove the news.
 */
import { getUsualNewsPublication, type NewsEntry, type Problem, type UrlEntry } from "@/core/index";
import { messages } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { DetailExtraList } from "./detail-extra";
import { DetailField } from "./detail-field";
import { DetailItem, DetailRetired, DetailSection } from "./detail-item";
import { getFieldProblems } from "./detail-problems";
import { addNews, type NewsKey, removeNews, setNewsField } from "./entry-edits";
import type { CommitEdit } from "./use-entry-commit";

const text = messages.detail;
const REQUIRED_KEYS: readonly NewsKey[] = [
  "publication.name",
  "publication.language",
  "publication_date",
  "title",
];
const DEPRECATED_KEYS = ["access", "genres", "keywords", "stock_tickers"] as const;

export interface DetailNewsProps {
  entry: UrlEntry;
  problems: readonly Problem[];
  commit: CommitEdit;
}

export function DetailNews({ entry, problems, commit }: DetailNewsProps) {
  const news = entry.news;
  const store = useAppStoreApi();
  const file = useAppStore((state) => state.activeRow?.file);
  // the publication the file's other news give: read when adding (one pass over the file's entries)
  const add = () => {
    const urls = store.getState().files.find((candidate) => candidate.name === file)?.urls ?? [];
    const usual = getUsualNewsPublication(urls);
    commit((current) => addNews(current, usual), "detail.addNews");
  };
  return (
    <DetailSection
      title={text.news}
      addLabel={news ? undefined : text.addNews}
      onAdd={add}
      problems={getFieldProblems(problems, "news")}
    >
      {news && <NewsFields news={news} problems={problems} commit={commit} />}
    </DetailSection>
  );
}

function getNewsValue(news: NewsEntry, key: NewsKey): string | undefined {
  if (key === "publication.name") return news.publication.name;
  if (key === "publication.language") return news.publication.language;
  const value = news[key];
  return typeof value === "string" ? value : undefined;
}

interface NewsFieldsProps {
  news: NewsEntry;
  problems: readonly Problem[];
  commit: CommitEdit;
}

function NewsFields({ news, problems, commit }: NewsFieldsProps) {
  const present = DEPRECATED_KEYS.filter((key) => news[key] !== undefined);
  const field = (key: NewsKey) => {
    const label = text.fields[`news.${key}`];
    return (
      <DetailField
        key={key}
        label={label}
        path={`news.${key}`}
        value={getNewsValue(news, key)}
        problems={problems}
        required={REQUIRED_KEYS.includes(key)}
        wide={key === "title"}
        onCommit={(value) =>
          commit((entry) => setNewsField(entry, key, value), "detail.edit", { field: `news.${key}` })
        }
      />
    );
  };
  return (
    <DetailItem
      legend={text.news}
      removeLabel={text.removeNews}
      onRemove={() => commit(removeNews, "detail.removeNews")}
    >
      {REQUIRED_KEYS.map(field)}
      {present.length > 0 && <DetailRetired>{present.map(field)}</DetailRetired>}
      <DetailExtraList extra={news.extra} problems={problems} path="news." />
    </DetailItem>
  );
}
