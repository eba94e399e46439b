/**
 * Shown when the app cannot even start (its code or texts failed to download). Nothing else has
 * loaded, so the message is plain DOM and in both languages.
 */
export function showBootFailure(container: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family: system-ui, sans-serif; text-align: center; padding: 80px 24px;';
  const text = document.createElement('p');
  text.textContent = '文库未能加载，请检查网络后重新加载。Librarium could not load. Check your network and reload.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = '重新加载 / Reload';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  container.replaceChildren(box);
}
