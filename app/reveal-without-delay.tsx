/**
 * React's streaming runtime holds a Suspense boundary that completes after the first paint for
 * 300 ms past that paint (`$RT`, the "shell time"), so that several late boundaries can be shown
 * together. Our pages stream one or two boundaries (the menu, the gallery, today's hours), which
 * the database answers within a few milliseconds of the shell: the hold only delays the menu or
 * the gallery by 300 ms, and with it the page's largest paint. Pinning `$RT` to "never set"
 * makes React take its other path, revealing a completed boundary at the next animation frame.
 * It must run before React's own runtime script, so it sits in <head>.
 */
const script = 'Object.defineProperty(self,"$RT",{configurable:true,get:function(){},set:function(){}});';

export function RevealWithoutDelay() {
  return <script id="reveal-without-delay" dangerouslySetInnerHTML={{ __html: script }} />;
}
