import { ChapterSection } from "./chapter-section";

type FormChapterProps = Omit<React.ComponentProps<typeof ChapterSection>, "inner" | "headingColumn" | "lead"> & {
  form: React.ReactNode;
  /** The class of the form's wrapper: its distance from the heading. */
  formClassName?: string;
};

/** A chapter whose heading and form take the wider column, with its content (an aside) beside them. */
export function FormChapter({ form, formClassName = "mt-12", ...chapter }: FormChapterProps) {
  return (
    <ChapterSection
      {...chapter}
      inner="mx-auto grid max-w-7xl gap-16 px-5 sm:px-8 lg:grid-cols-12 lg:gap-20"
      headingColumn="lg:col-span-7"
      lead={<div className={formClassName}>{form}</div>}
    />
  );
}
