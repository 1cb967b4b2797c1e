/**
 * A file name that a narrow box cuts at its start, never at its end: `sitemap.xml` and `sitemap (2).xml`
 * read "si….xml" and "si… (2).xml", not both "site…". Used by the table's File column and the file cards.
 */
import "./file-name-text.css";

/** A copy's ` (2)` and the endings (`.xml.gz`) a file name ends with, up to 16 characters. */
const NAME_TAIL = /(?: \(\d+\))?(?:\.[A-Za-z0-9]{1,5}){1,2}$/;

/** The end of a file name that tells it from a namesake: its copy number and endings (`NAME_TAIL`), or undefined. */
export function getNameTail(name: string): string | undefined {
  const tail = NAME_TAIL.exec(name)?.[0];
  return tail && tail.length < name.length ? tail : undefined;
}

export interface FileNameTextProps {
  name: string;
  /** Classes of the outer span, besides `name-cut`. */
  className?: string;
  title?: string;
}

/** `name` in a span that ellipsizes its start part first and keeps its tail (`getNameTail`) whole. */
export function FileNameText({ name, className, title }: FileNameTextProps) {
  const tail = getNameTail(name);
  const classes = className ? `name-cut ${className}` : "name-cut";
  if (!tail)
    return (
      <span className={`${classes} name-cut-head`} title={title}>
        {name}
      </span>
    );
  return (
    <span className={classes} title={title}>
      <span className="name-cut-head">{name.slice(0, name.length - tail.length)}</span>
      <span className="name-cut-tail">{tail}</span>
    </span>
  );
}
