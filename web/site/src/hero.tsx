// The league home page's hero (spec: hero layouts standard, split, fullscreen, minimal, carousel; slides with a
// rich subtitle, an image, video or colour background, a text position and 1 to 3 calls to action). The
// carousel autoplays at the saved interval, pauses while hovered or focused, never moves by itself when the
// visitor prefers reduced motion, and has previous/next, pause and dot controls. Subtitles were sanitised by the
// API when saved (functions/lib/html-sanitiser), so they are shown as stored.
import { useEffect, useState, type CSSProperties } from 'react';
import { contrastRatio, type Branding, type HeroSlide } from '../../../shared/branding-constants';
import { siteHref } from '../../../shared/site-links';
import { registerAware, useRegistrationOpen } from './register/register-link';
import { useClientValue } from './use-client-value';

/** The league's own keys (id, custom URL): a stored '/l/{key}/x' link of this league leads to '/x' under the base. */
type Keys = readonly (string | null | undefined)[];

/** White text unless the slide's colour is light enough that dark text reads better. */
const textOn = (color: string) => (contrastRatio('#FFFFFF', color) >= contrastRatio('#111827', color) ? '#FFFFFF' : '#111827');

function slideStyle(slide: HeroSlide, withImage: boolean): CSSProperties {
  const image = withImage && slide.background_type === 'image' && slide.background_url;
  return {
    backgroundColor: slide.background_color,
    color: image || slide.background_type === 'video' ? '#FFFFFF' : textOn(slide.background_color),
    // A dark veil keeps white text readable over any photograph.
    ...(image ? { backgroundImage: `linear-gradient(rgba(0,0,0,0.5), rgba(0,0,0,0.5)), url("${encodeURI(slide.background_url!)}")` } : {}),
  };
}

function Ctas({ slide, base, keys }: { slide: HeroSlide; base: string; keys: Keys }) {
  const registrationOpen = useRegistrationOpen();
  return (
    <p className="hero-ctas">
      {slide.ctas.map((cta, i) => (
        <a key={i} className={`cta cta--${cta.style}`} href={registerAware(cta.text, siteHref(cta.url, base, keys), base, registrationOpen)}>{cta.text}</a>
      ))}
    </p>
  );
}

function SlideContent({ slide, base, keys, fallbackTitle, heading }: { slide: HeroSlide; base: string; keys: Keys; fallbackTitle: string; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <div className={`hero-text hero-text--${slide.text_position}`}>
      <Heading className="hero-title">{slide.title || fallbackTitle}</Heading>
      {slide.subtitle && <div className="hero-subtitle" dangerouslySetInnerHTML={{ __html: slide.subtitle }} />}
      <Ctas slide={slide} base={base} keys={keys} />
    </div>
  );
}

function Background({ slide }: { slide: HeroSlide }) {
  if (slide.background_type !== 'video' || !slide.background_url) return null;
  return <video className="hero-video" src={slide.background_url} autoPlay muted loop playsInline aria-hidden="true" />;
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const q = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(q.matches);
    update();
    q.addEventListener('change', update);
    return () => q.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** False in the server's render (and while hydrating it), true once the browser runs this script. */
const useScripted = () => useClientValue(() => true, false);

function Carousel({ branding, base, keys, fallbackTitle }: { branding: Branding; base: string; keys: Keys; fallbackTitle: string }) {
  const slides = branding.hero_slides;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();
  // The controls work only with the script: the server renders the slides without them and the browser adds them
  // once it runs (they sit over the slide, so nothing moves). A visitor without JavaScript gets no dead buttons.
  const scripted = useScripted();
  const playing = branding.hero_carousel_autoplay && !stopped && !reduced && slides.length > 1;
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), branding.hero_carousel_interval);
    return () => window.clearInterval(t);
  }, [moving, slides.length, branding.hero_carousel_interval]);

  const go = (i: number) => setIndex((i + slides.length) % slides.length);
  return (
    <section
      className="hero hero--carousel" aria-roledescription="carousel" aria-label="Highlights"
      onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)} onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false); }}
    >
      <div className="hero-slides" aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id} className="hero-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index} style={slideStyle(slide, true)} data-slide-index={i}
          >
            <Background slide={slide} />
            <div className="page"><SlideContent slide={slide} base={base} keys={keys} fallbackTitle={fallbackTitle} heading={i === 0 ? 'h1' : 'h2'} /></div>
          </div>
        ))}
      </div>
      {scripted && slides.length > 1 && (
        <div className="hero-controls">
          <button type="button" className="hero-control" aria-label="Previous slide" onClick={() => go(index - 1)}>‹</button>
          {branding.hero_carousel_autoplay && !reduced && (
            <button type="button" className="hero-control" aria-label={stopped ? 'Play slides' : 'Pause slides'} onClick={() => setStopped((s) => !s)}>{stopped ? '▶' : '❚❚'}</button>
          )}
          <span className="hero-dots">
            {slides.map((s, i) => (
              <button key={s.id} type="button" className="hero-dot" aria-label={`Show slide ${i + 1}`} aria-current={i === index ? 'true' : undefined} onClick={() => go(i)} />
            ))}
          </span>
          <button type="button" className="hero-control" aria-label="Next slide" onClick={() => go(index + 1)}>›</button>
        </div>
      )}
    </section>
  );
}

/** The hero for the league's layout; the league's name stands in for a slide without a title. */
export function Hero({ branding, base, keys = [], fallbackTitle }: { branding: Branding; base: string; keys?: Keys; fallbackTitle: string }) {
  if (branding.hero_layout === 'carousel') return <Carousel branding={branding} base={base} keys={keys} fallbackTitle={fallbackTitle} />;
  const slide = branding.hero_slides[0];
  if (!slide) return null;
  if (branding.hero_layout === 'split') {
    const image = slide.background_type === 'image' && slide.background_url;
    return (
      <section className="hero hero--split" aria-label="Welcome" style={slideStyle(slide, false)}>
        <div className="page hero-split">
          <SlideContent slide={slide} base={base} keys={keys} fallbackTitle={fallbackTitle} heading="h1" />
          {image && <img className="hero-split-image" src={slide.background_url!} alt="" />}
        </div>
      </section>
    );
  }
  return (
    <section className={`hero hero--${branding.hero_layout}`} aria-label="Welcome" style={branding.hero_layout === 'minimal' ? undefined : slideStyle(slide, true)}>
      {branding.hero_layout !== 'minimal' && <Background slide={slide} />}
      <div className="page"><SlideContent slide={slide} base={base} keys={keys} fallbackTitle={fallbackTitle} heading="h1" /></div>
    </section>
  );
}
