package com.playeats.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
