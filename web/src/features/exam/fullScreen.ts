/** Asks the browser for full screen (a click must be on the stack); a refusal is not an error of the exam. */
export async function enterFullScreen(): Promise<boolean> {
  const element = document.documentElement;
  if (document.fullscreenElement) return true;
  if (typeof element.requestFullscreen !== 'function') return false;
  try {
    await element.requestFullscreen();
    return true;
  } catch {
    return false;
  }
}

export const isFullScreen = () => !!document.fullscreenElement;
