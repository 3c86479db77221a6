/**
 * The intro's animated image: a quiz card bursts in, a lightning bolt strikes it,
 * the four answer tiles pop out and a countdown ring sweeps round. Pure SVG + CSS.
 */
export function IntroArt() {
  return (
    <svg
      className="intro-art"
      viewBox="0 0 320 320"
      role="img"
      aria-label="A lightning bolt strikes a quiz card"
    >
      <g className="intro-art__sparks">
        <path
          className="intro-art__spark intro-art__spark--1"
          d="M40 70l8 18 18 8-18 8-8 18-8-18-18-8 18-8z"
        />
        <path
          className="intro-art__spark intro-art__spark--2"
          d="M278 52l6 13 13 6-13 6-6 13-6-13-13-6 13-6z"
        />
        <path
          className="intro-art__spark intro-art__spark--3"
          d="M284 236l5 11 11 5-11 5-5 11-5-11-11-5 11-5z"
        />
        <circle className="intro-art__dot intro-art__dot--1" cx="52" cy="246" r="7" />
        <circle className="intro-art__dot intro-art__dot--2" cx="262" cy="150" r="5" />
      </g>

      <circle className="intro-art__ring-track" cx="160" cy="160" r="128" />
      <circle className="intro-art__ring" cx="160" cy="160" r="128" pathLength="100" />

      <g className="intro-art__card">
        <rect x="82" y="78" width="156" height="164" rx="26" className="intro-art__card-shadow" />
        <rect x="74" y="70" width="156" height="164" rx="26" className="intro-art__card-face" />
        <text x="152" y="178" textAnchor="middle" className="intro-art__qmark">
          ?
        </text>
      </g>

      <g className="intro-art__tiles">
        <g className="intro-art__tile intro-art__tile--a">
          <rect x="24" y="118" width="52" height="52" rx="12" />
          <text x="50" y="154" textAnchor="middle">
            A
          </text>
        </g>
        <g className="intro-art__tile intro-art__tile--b">
          <rect x="244" y="96" width="52" height="52" rx="12" />
          <text x="270" y="132" textAnchor="middle">
            B
          </text>
        </g>
        <g className="intro-art__tile intro-art__tile--c">
          <rect x="70" y="238" width="52" height="52" rx="12" />
          <text x="96" y="274" textAnchor="middle">
            C
          </text>
        </g>
        <g className="intro-art__tile intro-art__tile--d">
          <rect x="222" y="226" width="52" height="52" rx="12" />
          <text x="248" y="262" textAnchor="middle">
            D
          </text>
        </g>
      </g>

      <path className="intro-art__bolt" d="M178 10 128 104h34l-22 78 66-108h-38l30-64z" />
      <circle className="intro-art__flash" cx="160" cy="150" r="150" />
    </svg>
  );
}
