// Swiper and the modules the shop's sliders use, in one chunk that loads after the page is interactive.
export { default as Swiper } from 'swiper'
export { A11y, Autoplay, Keyboard } from 'swiper/modules'
