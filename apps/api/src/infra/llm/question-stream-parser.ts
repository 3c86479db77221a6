import { JSONParser, type ParsedElementInfo } from '@streamparser/json';

/** The model's text is not the JSON document we asked for (broken, cut short, or not JSON at all). */
export class MalformedModelOutputError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MalformedModelOutputError';
  }
}

/**
 * Feeds the model's text into an incremental JSON parser as tokens arrive and hands back each element of the
 * `questions` array the moment its closing brace is read, so the first question is usable long before the
 * batch ends. A bare top-level array of questions is accepted too (some models drop the wrapper in
 * json_object mode). Text before the document (a Markdown fence, "Here you go:") and after it is ignored.
 */
export class QuestionStreamParser {
  private readonly parser = new JSONParser({ paths: ['$.questions.*', '$.*'], keepStack: false });
  private started = false;
  /** The top-level value is closed: whatever follows (a closing fence, a sign-off) is not ours to read. */
  private documentClosed = false;
  private failure: Error | undefined;
  private completed: unknown[] = [];

  constructor() {
    this.parser.onValue = (element) => {
      if (isQuestionElement(element)) this.completed.push(element.value);
    };
    this.parser.onEnd = () => {
      this.documentClosed = true;
    };
    this.parser.onError = (error) => {
      if (!this.documentClosed) this.failure ??= error;
    };
  }

  /** The question objects this piece of text completed, in order. Throws once the text stops being JSON. */
  push(text: string): unknown[] {
    let input = text;
    if (!this.started) {
      const start = input.search(/[{[]/);
      if (start < 0) return [];
      this.started = true;
      input = input.slice(start);
    }
    if (!this.documentClosed && !this.failure) this.parser.write(input);
    return this.drain();
  }

  /** Call when the text is over: throws if the document never started or was left unfinished. */
  end(): unknown[] {
    if (!this.started) throw new MalformedModelOutputError('the model replied without any JSON');
    if (!this.documentClosed && !this.failure) this.parser.end();
    return this.drain();
  }

  private drain(): unknown[] {
    if (this.failure) {
      throw new MalformedModelOutputError(`the model's JSON is malformed: ${this.failure.message}`, {
        cause: this.failure,
      });
    }
    const completed = this.completed;
    this.completed = [];
    return completed;
  }
}

function isQuestionElement(element: ParsedElementInfo): boolean {
  if (typeof element.key !== 'number') return false;
  const path = element.stack.map((entry) => entry.key);
  // [undefined] is an element of a top-level array; [undefined, 'questions'] one of the questions array.
  return path.length === 1 || (path.length === 2 && path[1] === 'questions');
}
